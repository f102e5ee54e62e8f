import { useId } from 'react';
import { useMessages } from '../../i18n/use-messages';

/** The business request's comment (optional); the core's rules refuse one over SMB_COMMENT_MAX characters. */
export function CommentField({ value, onChange, error }: { readonly value: string; readonly onChange: (value: string) => void; readonly error: string | undefined }) {
  const { t } = useMessages();
  const id = useId();
  return (
    <div className={error ? 'vitrina-field vitrina-field--invalid' : 'vitrina-field'}>
      <label className="vitrina-field__label" htmlFor={id}>
        {t('smb.comment')}
      </label>
      <textarea
        id={id}
        className="vitrina-field__input"
        name="comment"
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="vitrina-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
