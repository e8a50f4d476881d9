import type { Messages } from './en';
import { en } from './en';

// TODO(translate): scaffold while the English catalog is gathered.
export const so: Messages = { ...en };
