import type { RemoteBundle } from '../shared/build/webpack-config';

/** mf-auth: each exposed module default-exports a single-spa parcel (docs/architecture.md). */
const bundle: RemoteBundle = {
  kind: 'remote',
  name: 'mf_auth',
  dir: __dirname,
  exposes: {
    './LoginPage': './src/exposes/login-page.tsx',
    './RegisterPage': './src/exposes/register-page.tsx',
    './AgentRegisterPage': './src/exposes/agent-register-page.tsx',
    './ChangePasswordPage': './src/exposes/change-password-page.tsx',
    './AuthDialogs': './src/exposes/auth-dialogs.tsx',
    './ForgotPasswordPage': './src/exposes/forgot-password-page.tsx',
  },
};

export default bundle;
