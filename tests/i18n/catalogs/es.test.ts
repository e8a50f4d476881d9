import { describeTranslatedCatalog } from './catalog-fixtures';

describeTranslatedCatalog('es');
