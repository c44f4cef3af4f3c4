/**
 * A mobile number with its dialing code. The code is chosen from the merchant's countries and
 * shown only when the mobile-ICC flag or firebase is on (SPEC 5); otherwise the merchant's own
 * code is used without asking.
 */
import { useId } from 'react';
import { systemConfig, useBehavior, useTranslation } from '@m/shared';

export interface PhoneValue {
  countryDialingCode: string;
  mobileNum: string;
}

export function showsDialingCode(flagIcc: boolean, provider: string | undefined): boolean {
  return flagIcc || provider === 'firebase';
}

export function defaultDialingCode(): string {
  return systemConfig.value?.country?.countryDialingCode ?? '';
}

export function PhoneInput({ value, onChange, label }: { value: PhoneValue; onChange: (value: PhoneValue) => void; label: string }) {
  const { t } = useTranslation('auth');
  const config = useBehavior(systemConfig);
  const id = useId();
  const show = showsDialingCode(config?.status.whitelabel.UPDATEMOBILEICC3 === true, config?.status.sms.provider);
  const countries = config?.country?.countries ?? [];
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      <div className="auth-phone">
        {show && countries.length > 0 && (
          <select
            aria-label={t('dialing_code')}
            value={value.countryDialingCode}
            onChange={(e) => onChange({ ...value, countryDialingCode: e.target.value })}
            data-testid="dialing-code"
          >
            {countries.map((c) => (
              <option key={c.code} value={c.dialingCode}>
                +{c.dialingCode} {c.code}
              </option>
            ))}
          </select>
        )}
        <input
          id={id}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={16}
          value={value.mobileNum}
          onChange={(e) => onChange({ ...value, mobileNum: e.target.value.replace(/[^\d\s-]/g, '') })}
        />
      </div>
    </div>
  );
}
