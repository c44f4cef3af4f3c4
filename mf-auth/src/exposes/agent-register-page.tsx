import { createParcel } from '@m/shared';
import { I18N } from '../i18n';
import { AgentRegisterPage } from '../pages/agent-register-page';

export default createParcel(AgentRegisterPage, { i18n: I18N });
