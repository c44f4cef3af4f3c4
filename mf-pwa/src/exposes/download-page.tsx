import { createParcel } from '@m/shared';
import { I18N } from '../i18n';
import { DownloadPage } from '../pages/download-page';

export default createParcel(DownloadPage, { i18n: I18N });
