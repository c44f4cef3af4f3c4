import { createParcel } from '@m/shared';
import { I18N } from '../i18n';
import { DownloadBar } from '../pages/download-bar';

export default createParcel(DownloadBar, { i18n: I18N });
