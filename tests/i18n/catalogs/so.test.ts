import { describeTranslatedCatalog } from './catalog-fixtures';

describeTranslatedCatalog('so');
