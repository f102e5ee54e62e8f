import { HttpError, type SavedAddress } from '@vitrina/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';
import type { AddressBookProps } from './address-book-props';
import { AddressForm } from './address-form';
import { addressText } from './address-text';
import { RemoveDialog } from './remove-dialog';

/** Where the focus goes once the list has changed. */
type FocusTarget = { readonly kind: 'item'; readonly id: number } | { readonly kind: 'list' } | { readonly kind: 'form' };

interface Removal {
  readonly address: SavedAddress;
  readonly busy: boolean;
  readonly error: string | null;
}

/**
 * The `address-book` island on the delivery page: the user's addresses, each with its change and
 * removal, and the form for a new one (or the change). After a save the focus goes to the saved
 * address in the list, after a removal to the list; a removal is confirmed first. An address
 * removed meanwhile in another tab reads the list again and says so.
 */
export function AddressBook({ addresses: initial }: AddressBookProps) {
  const { t } = useMessages();
  const { services } = useVitrina();
  const listTitleId = useId();
  const [addresses, setAddresses] = useState<readonly SavedAddress[]>(initial);
  const [editing, setEditing] = useState<SavedAddress | null>(null);
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [notice, setNotice] = useState('');
  // Where the focus goes after the render that follows a change (setFocus asks for it).
  const focusTarget = useRef<FocusTarget | null>(null);
  const [focusRequests, setFocusRequests] = useState(0);
  const setFocus = (target: FocusTarget) => {
    focusTarget.current = target;
    setFocusRequests((count) => count + 1);
  };
  // A new form after each save: the next address starts blank.
  const [saves, setSaves] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const focus = focusTarget.current;
    if (!focus) return;
    focusTarget.current = null;
    const root = rootRef.current;
    const selector = focus.kind === 'item' ? `[data-address-id="${focus.id}"]` : focus.kind === 'list' ? '.vitrina-address-book__list-title' : '.vitrina-address-form input';
    root?.querySelector<HTMLElement>(selector)?.focus();
  }, [focusRequests]);

  const reload = () => {
    services.addresses.list().then(setAddresses, () => setNotice(t('profile.addresses.load_failed')));
  };

  const saved = (address: SavedAddress) => {
    const existed = addresses.some((entry) => entry.id === address.id);
    setAddresses(existed ? addresses.map((entry) => (entry.id === address.id ? address : entry)) : [address, ...addresses]);
    setNotice(t(existed ? 'profile.addresses.updated' : 'profile.addresses.added'));
    setEditing(null);
    setSaves((count) => count + 1);
    setFocus({ kind: 'item', id: address.id });
  };

  const gone = () => {
    setEditing(null);
    setNotice(t('profile.addresses.gone'));
    setFocus({ kind: 'list' });
    reload();
  };

  const remove = async (address: SavedAddress) => {
    setRemoval({ address, busy: true, error: null });
    try {
      await services.addresses.remove(address.id);
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 404)) {
        setRemoval({ address, busy: false, error: t('profile.addresses.remove_failed') });
        return;
      }
    }
    setRemoval(null);
    setAddresses((current) => current.filter((entry) => entry.id !== address.id));
    if (editing?.id === address.id) setEditing(null);
    setNotice(t('profile.addresses.removed'));
    setFocus({ kind: 'list' });
  };

  return (
    <div ref={rootRef} className="vitrina-address-book">
      <p className="vitrina-address-book__notice" role="status">
        {notice}
      </p>
      <section aria-labelledby={listTitleId}>
        <h2 id={listTitleId} className="vitrina-address-book__title vitrina-address-book__list-title" tabIndex={-1}>
          {t('profile.addresses.list')}
        </h2>
        {addresses.length === 0 ? (
          <p>{t('profile.addresses.empty')}</p>
        ) : (
          <ul className="vitrina-address-book__list">
            {addresses.map((address) => {
              const text = addressText(address, t);
              return (
                <li key={address.id} className="vitrina-address-book__item">
                  <span data-address-id={address.id} tabIndex={-1}>
                    {text}
                  </span>
                  <span className="vitrina-address-book__actions">
                    <button
                      className="vitrina-button vitrina-button--secondary"
                      type="button"
                      aria-label={t('profile.addresses.edit_label', { address: text })}
                      onClick={() => {
                        setEditing(address);
                        setFocus({ kind: 'form' });
                      }}
                    >
                      {t('profile.addresses.edit')}
                    </button>
                    <button
                      className="vitrina-button vitrina-button--secondary"
                      type="button"
                      aria-label={t('profile.addresses.remove_label', { address: text })}
                      onClick={() => setRemoval({ address, busy: false, error: null })}
                    >
                      {t('profile.addresses.remove')}
                    </button>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <AddressForm
        key={editing ? `edit-${editing.id}` : `add-${saves}`}
        address={editing}
        onSaved={saved}
        onGone={gone}
        onCancel={
          editing
            ? () => {
                setFocus({ kind: 'item', id: editing.id });
                setEditing(null);
              }
            : undefined
        }
      />
      {removal && (
        <RemoveDialog
          text={addressText(removal.address, t)}
          busy={removal.busy}
          error={removal.error}
          onConfirm={() => void remove(removal.address)}
          onKeep={() => {
            setFocus({ kind: 'item', id: removal.address.id });
            setRemoval(null);
          }}
        />
      )}
    </div>
  );
}
