import { createParcel } from '@m/shared';
import { I18N } from '../i18n';
import { LaunchGamePage } from '../pages/launch-game-page';

export default createParcel(LaunchGamePage, { i18n: I18N });
