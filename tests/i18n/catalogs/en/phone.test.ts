import { describeEnglishSection } from '../section-checks';

describeEnglishSection('phone');
