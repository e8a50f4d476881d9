import { describeEnglishSection } from '../section-checks';

describeEnglishSection('map');
