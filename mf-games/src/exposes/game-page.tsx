import { createParcel } from '@m/shared';
import { I18N } from '../i18n';
import { GamePage } from '../pages/game-page';

export default createParcel(GamePage, { i18n: I18N });
