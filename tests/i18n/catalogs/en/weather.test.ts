import { describeEnglishSection } from '../section-checks';

describeEnglishSection('weather');
