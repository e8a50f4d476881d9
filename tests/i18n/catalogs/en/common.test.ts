import { describeEnglishSection } from '../section-checks';

describeEnglishSection('common');
