import { describeEnglishSection } from '../section-checks';

describeEnglishSection('app');
