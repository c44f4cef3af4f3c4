import { createParcel } from '@m/shared';
import { I18N } from '../i18n';
import { FloatingEntry } from '../pages/floating-entry';

export default createParcel(FloatingEntry, { i18n: I18N });
