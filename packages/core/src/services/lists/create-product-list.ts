import { batch, computed, signal } from '@preact/signals-core';
import * as z from 'zod/mini';
import { AuthError, HttpError, ValidationError, type VitrinaError } from '../../errors';
import { validationMessages } from '../../i18n/messages';
import { productIdSchema } from '../../schemas/product-id';
import type { User } from '../../schemas/user';
import type { ProductId } from '../../state/id-set';
import { createLateAnswerGuard } from '../late-answer-guard';
import type { ServiceContext } from '../service-context';
import { asVitrinaError } from './as-vitrina-error';
import { readGuestListCopy, removeGuestListCopy, saveGuestListCopy } from './guest-lists-copy';
import { groupByCategory } from './list-categories';
import { readStoredGuestList, writeStoredList, type ListEntry } from './list-entry';
import type { CategoryInfo, ListCategory, ListChangeResult, ProductList, ProductListDefinition, SelectedListCategory } from './product-list-types';

/**
 * A favourites or compare list (docs/catalogue.md): toggles, guest storage, server persistence with
 * rollback, the guest copy pushed after login, and the reset on logout.
 */
export function createProductList(context: ServiceContext, definition: ProductListDefinition): ProductList {
  const { api, storage, events, state, randomId, reportError } = context;
  const { name, ids, storageKey, endpoints } = definition;

  const entries = signal<readonly ListEntry[]>([]);
  const infos = signal<readonly CategoryInfo[]>([]);
  const chosenCategory = signal<number | null>(null);
  const loading = signal(false);
  const error = signal<VitrinaError | null>(null);
  const pending = signal(0);
  const copyWaiting = signal(false);

  let signedIn = false;
  let sessionUser: string | null = null;
  // Ended by login, restore and logout: answers that belong to an earlier session are dropped.
  const session = createLateAnswerGuard();
  // Bumped by every local change: a fetch that started before one does not overwrite it.
  let version = 0;
  const loads = createLateAnswerGuard();
  // Changes reach the server one after the other, in the order the shopper made them.
  let queue: Promise<unknown> = Promise.resolve();
  // Set by the first server answer, local change or session change: a page's ids are stale from then on.
  let settled = false;

  const isSignedIn = (): boolean => signedIn || state.isLoggedIn.peek();

  const categories = computed<readonly ListCategory[]>(() => groupByCategory(infos.value, entries.value));

  const selectedCategory = computed<SelectedListCategory | null>(() => {
    const all = categories.value;
    const chosen = all.find((category) => category.id === chosenCategory.value) ?? all[0];
    return chosen ? { id: chosen.id, slug: chosen.slug } : null;
  });

  function knownCategory(productId: ProductId): number | null {
    const entry = entries.peek().find((candidate) => candidate.id === productId);
    if (entry?.categoryId != null) return entry.categoryId;
    return infos.peek().find((info) => info.products.some((card) => card.id === productId))?.id ?? null;
  }

  function setEntries(next: readonly ListEntry[]): void {
    const seen = new Set<ProductId>();
    const unique = next.filter((entry) => !seen.has(entry.id) && seen.add(entry.id));
    batch(() => {
      entries.value = unique;
      ids.replace(unique.map((entry) => entry.id));
    });
  }

  function entriesOf(productIds: readonly ProductId[]): ListEntry[] {
    return productIds.map((id) => ({ id, categoryId: knownCategory(id) }));
  }

  const readGuestList = (): ListEntry[] => readStoredGuestList(storage, storageKey, reportError);
  const writeGuestList = (): void => writeStoredList(storage, storageKey, entries.peek());

  function announce(): void {
    events.emit('lists:changed', { list: name, ids: entries.peek().map((entry) => entry.id) });
  }

  /** Puts the product in or out of the local list (and the state's id set). */
  function applyLocally(productId: ProductId, inList: boolean, categoryId?: number): void {
    version += 1;
    settled = true;
    const current = entries.peek();
    if (!inList) {
      setEntries(current.filter((entry) => entry.id !== productId));
      return;
    }
    const category = categoryId ?? knownCategory(productId);
    const present = current.some((entry) => entry.id === productId);
    setEntries(
      present
        ? current.map((entry) => (entry.id === productId ? { id: productId, categoryId: category } : entry))
        : [...current, { id: productId, categoryId: category }],
    );
  }

  async function change(productId: ProductId, inList: boolean, categoryId?: number): Promise<ListChangeResult> {
    // A bad id would make the whole stored list unreadable.
    if (!productIdSchema.safeParse(productId).success) {
      return { ok: false, inList: false, error: new ValidationError({ productId: validationMessages.invalid }) };
    }
    const category = categoryId !== undefined && Number.isInteger(categoryId) && categoryId > 0 ? categoryId : undefined;
    const before = knownCategory(productId) ?? undefined;
    applyLocally(productId, inList, category);
    if (!isSignedIn()) {
      writeGuestList();
      announce();
      return { ok: true, inList };
    }

    const inSession = session.current();
    pending.value += 1;
    const request = queue.then(() =>
      inSession()
        ? api.call(inList ? endpoints.add : endpoints.remove, {
            body: { product_ids: [productId] },
            // Adding or removing twice ends the same way, so a lost answer may be retried.
            idempotencyKey: randomId(),
          })
        : undefined,
    );
    queue = request.catch(() => undefined);
    try {
      const answer = await request;
      if (answer === undefined || !inSession()) {
        return { ok: false, inList: ids.includes(productId), error: new AuthError('The session ended before the change was saved') };
      }
      pending.value -= 1;
      // With more changes on their way, this answer is already out of date.
      if (pending.peek() === 0) setEntries(entriesOf(answer.data.product_ids));
      announce();
      return { ok: true, inList };
    } catch (caught) {
      const failure = asVitrinaError(caught, reportError);
      if (inSession()) {
        pending.value -= 1;
        applyLocally(productId, !inList, before);
      }
      return { ok: false, inList: ids.includes(productId), error: failure };
    }
  }

  async function load(): Promise<void> {
    if (!isSignedIn()) {
      setEntries(readGuestList());
      return;
    }
    const inSession = session.current();
    const isLatest = loads.next();
    const startVersion = version;
    loading.value = true;
    try {
      const answer = await api.call(endpoints.get);
      if (!inSession() || !isLatest()) return;
      const groups = answer.data;
      settled = true;
      batch(() => {
        infos.value = groups.map(({ id, slug, title, products }) => ({ id, slug, title, products }));
        if (version === startVersion && pending.peek() === 0) {
          setEntries(groups.flatMap((group) => group.products.map((card) => ({ id: card.id, categoryId: group.id }))));
        }
        error.value = null;
      });
    } catch (caught) {
      if (!inSession() || !isLatest()) return;
      error.value = asVitrinaError(caught, reportError);
    } finally {
      if (inSession() && isLatest()) loading.value = false;
    }
  }

  function startSession(user: User | null): void {
    session.invalidate();
    version += 1;
    settled = true;
    signedIn = user !== null;
    sessionUser = user?.uuid ?? null;
    queue = Promise.resolve();
    batch(() => {
      pending.value = 0;
      copyWaiting.value = false;
      loading.value = false;
      error.value = null;
    });
  }

  /** A 4xx other than 401/408/429 will not go away by trying again (e.g. a product that no longer exists). */
  function isPermanent(failure: unknown): boolean {
    return failure instanceof HttpError && failure.status >= 400 && failure.status < 500 && ![401, 408, 429].includes(failure.status);
  }

  /** Pushes a guest copy left by the login (this page's or an earlier one's), then reads the list. */
  async function syncSignedIn(): Promise<void> {
    const inSession = session.current();
    const copy = readGuestListCopy(storage, name);
    let pushed = false;
    if (copy !== undefined && copy.length === 0) removeGuestListCopy(storage, name);
    if (copy !== undefined && copy.length > 0) {
      copyWaiting.value = true;
      try {
        await api.call(endpoints.add, { body: { product_ids: copy.map((entry) => entry.id) }, idempotencyKey: randomId() });
        removeGuestListCopy(storage, name);
        pushed = true;
      } catch (caught) {
        asVitrinaError(caught, reportError);
        if (isPermanent(caught)) removeGuestListCopy(storage, name);
      } finally {
        if (inSession()) copyWaiting.value = readGuestListCopy(storage, name) !== undefined;
      }
    }
    if (!inSession()) return;
    await load();
    if (pushed && inSession()) announce();
  }

  /** The same shopper again (a second login check): the changes under way stay valid. */
  const isSameSession = (user: User): boolean => signedIn && sessionUser === user.uuid;

  events.on('auth:login', ({ user }) => {
    // What the guest key holds is the guest's list; a shopper switching accounts has none.
    const guest = readGuestList();
    if (guest.length > 0) saveGuestListCopy(storage, name, guest);
    storage.remove(storageKey);
    if (!isSameSession(user)) {
      const fromUser = entriesOf(definition.idsOf(user));
      startSession(user);
      infos.value = [];
      setEntries([...fromUser, ...guest]);
    }
    void syncSignedIn();
  });

  events.on('auth:restored', ({ user }) => {
    if (!isSameSession(user)) {
      const fromUser = entriesOf(definition.idsOf(user));
      const copy = readGuestListCopy(storage, name) ?? [];
      startSession(user);
      setEntries([...fromUser, ...copy]);
    }
    void syncSignedIn();
  });

  events.on('auth:logout', ({ remote }) => {
    startSession(null);
    // Another tab's logout cleared the shared storage already.
    if (!remote) {
      storage.remove(storageKey);
      removeGuestListCopy(storage, name);
    }
    batch(() => {
      infos.value = [];
      chosenCategory.value = null;
      setEntries([]);
    });
  });

  events.on('remote:changed', ({ topic }) => {
    if (topic === name) void load();
  });

  if (!isSignedIn()) setEntries(readGuestList());

  return {
    categories,
    selectedCategory,
    loading,
    error,
    saved: computed(() => pending.value === 0 && !copyWaiting.value),
    toggle: (productId, options = {}) => change(productId, !ids.includes(productId), options.categoryId),
    async remove(productId) {
      if (!ids.includes(productId)) return { ok: true, inList: false };
      return change(productId, false);
    },
    load,
    hydrate(productIds) {
      const parsed = z.array(productIdSchema).safeParse(productIds);
      if (settled || !parsed.success || !state.isLoggedIn.peek()) return;
      setEntries(entriesOf(parsed.data));
    },
    selectCategory(categoryId) {
      chosenCategory.value = categoryId;
    },
    applyCategoryAnswer(change) {
      const [nextInfos, nextEntries] = change(infos.peek(), entries.peek());
      batch(() => {
        infos.value = nextInfos;
        if (!nextEntries) return;
        version += 1;
        setEntries(nextEntries);
      });
      if (!nextEntries) return;
      if (!isSignedIn()) writeGuestList();
      announce();
    },
  };
}
