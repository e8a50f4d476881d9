import { describeTranslatedCatalog } from './catalog-fixtures';

describeTranslatedCatalog('hmn');
