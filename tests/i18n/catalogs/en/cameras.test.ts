import { describeEnglishSection } from '../section-checks';

describeEnglishSection('cameras');
