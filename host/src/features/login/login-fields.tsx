import { useState } from 'react';
import { useLoginText } from './use-login-text';

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The rule's message once the user has tried to sign in; null when the value is fine. */
  error: string | null;
  autoComplete: string;
  autoFocus?: boolean;
}

/** A labelled text field whose message is tied to it for screen readers. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  autoComplete,
  autoFocus,
}: FieldProps) {
  return (
    <div className="console-login-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        aria-invalid={error != null}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <div id={`${id}-error`} className="console-login-field-error">
          {error}
        </div>
      )}
    </div>
  );
}

/** The password field, with a button that shows what was typed. */
export function PasswordField({ id, label, value, onChange, error, autoComplete }: FieldProps) {
  const t = useLoginText();
  const [shown, setShown] = useState(false);
  return (
    <div className="console-login-field">
      <label htmlFor={id}>{label}</label>
      <div className="console-login-password">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          aria-invalid={error != null}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button
          type="button"
          aria-label={t(shown ? 'login.conceal' : 'login.reveal')}
          aria-pressed={shown}
          onClick={() => setShown((now) => !now)}
        >
          {shown ? '◡' : '◉'}
        </button>
      </div>
      {error && (
        <div id={`${id}-error`} className="console-login-field-error">
          {error}
        </div>
      )}
    </div>
  );
}
