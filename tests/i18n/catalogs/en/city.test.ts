import { describeEnglishSection } from '../section-checks';

describeEnglishSection('city');
