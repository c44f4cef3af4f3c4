import { createParcel } from '@m/shared';
import { I18N } from '../i18n';
import { InviteFriendsPage } from '../pages/invite-friends-page';

export default createParcel(InviteFriendsPage, { i18n: I18N });
