import { createParcel } from '@m/shared';
import { I18N } from '../i18n';
import { InstallPrompt } from '../pages/install-prompt';

export default createParcel(InstallPrompt, { i18n: I18N });
