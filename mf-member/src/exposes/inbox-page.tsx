import { createParcel } from '@m/shared';
import { I18N } from '../i18n';
import { InboxPage } from '../pages/inbox-page';

export default createParcel(InboxPage, { i18n: I18N });
