import type { RefreshStatus } from './use-refreshed';

interface RefreshNoteProps {
  readonly status: RefreshStatus;
  readonly busy: string;
  readonly failed: string;
  readonly retry: string;
  readonly onRetry: () => void;
}

/** What a refreshed list says about its refresh: nothing when done, that it is on its way, or that it failed with a retry. */
export function RefreshNote({ status, busy, failed, retry, onRetry }: RefreshNoteProps) {
  return (
    <div className="vitrina-refresh-note">
      <p className="vitrina-refresh-note__text" role="status">
        {status === 'refreshing' ? busy : ''}
      </p>
      {status === 'failed' && (
        <p className="vitrina-refresh-note__error" role="alert">
          {failed}{' '}
          <button className="vitrina-button vitrina-button--secondary" type="button" onClick={onRetry}>
            {retry}
          </button>
        </p>
      )}
    </div>
  );
}
