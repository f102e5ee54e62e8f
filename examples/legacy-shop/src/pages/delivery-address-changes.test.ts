import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { createTestUser, getPage, postForm } from './testing/page-kit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function savedAddress(userId: number, street = 'Хрещатик'): number {
  return Number(
    server.db
      .prepare("INSERT INTO addresses (user_id, city, street, building, apartments, created_at) VALUES (?, 'Київ', ?, '12А', '7', '2025-01-01T00:00:00.000Z')")
      .run(userId, street).lastInsertRowid,
  );
}
const rowOf = (id: number) => server.db.prepare('SELECT user_id, street, building, apartments FROM addresses WHERE id = ?').get(id);
const fieldTag = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';

describe('changing a delivery address without script', () => {
  it('links each address to its change form, filled in, which saves the change', async () => {
    const user = createTestUser(server.db);
    const id = savedAddress(user.id);
    const list = (await getPage(server, '/profile/delivery', { cookies: user.cookies })).html;
    expect(list).toContain(`href="/profile/delivery?edit=${id}"`);
    const form = (await getPage(server, `/profile/delivery?edit=${id}`, { cookies: user.cookies })).html;
    expect(form).toContain(`action="/profile/delivery/${id}"`);
    expect(fieldTag(form, 'street')).toContain('value="Хрещатик"');
    const answer = await postForm(server, `/profile/delivery/${id}`, { city: 'Київ', street: 'Садова', building: '3/1', apartments: '' }, { cookies: user.cookies });
    expect([answer.status, answer.headers.get('location')]).toEqual([303, '/profile/delivery?done=updated']);
    expect(rowOf(id)).toEqual({ user_id: user.id, street: 'Садова', building: '3/1', apartments: null });
  });

  it('shows a refused change again with its messages and what was typed, the address untouched', async () => {
    const user = createTestUser(server.db);
    const id = savedAddress(user.id);
    const answer = await postForm(server, `/profile/delivery/${id}`, { city: 'Київ', street: 'Садова', building: '0', apartments: 'кв.1' }, { cookies: user.cookies });
    expect(answer.status).toBe(422);
    expect(answer.html).toContain('Вкажіть правильний номер будинку');
    expect(fieldTag(answer.html, 'building')).toContain('value="0"');
    expect(answer.html).toContain(`action="/profile/delivery/${id}"`);
    expect(rowOf(id)).toMatchObject({ street: 'Хрещатик', building: '12А' });
  });

  it('asks before removing, then removes', async () => {
    const user = createTestUser(server.db);
    const id = savedAddress(user.id);
    const confirm = (await getPage(server, `/profile/delivery?remove=${id}`, { cookies: user.cookies })).html;
    expect(confirm).toContain('Видалити адресу?');
    expect(confirm).toContain(`action="/profile/delivery/${id}/remove"`);
    expect(rowOf(id)).toBeDefined();
    const answer = await postForm(server, `/profile/delivery/${id}/remove`, {}, { cookies: user.cookies });
    expect([answer.status, answer.headers.get('location')]).toEqual([303, '/profile/delivery?done=removed']);
    expect(rowOf(id)).toBeUndefined();
    expect((await getPage(server, '/profile/delivery?done=removed', { cookies: user.cookies })).html).toContain('Адресу видалено');
  });

  it('answers 404 for another user’s address, which stays as it was', async () => {
    const [owner, other] = [createTestUser(server.db), createTestUser(server.db)];
    const id = savedAddress(owner.id);
    expect((await getPage(server, `/profile/delivery?edit=${id}`, { cookies: other.cookies })).status).toBe(404);
    expect((await getPage(server, `/profile/delivery?remove=${id}`, { cookies: other.cookies })).status).toBe(404);
    expect((await postForm(server, `/profile/delivery/${id}`, { city: 'Київ', street: 'Чужа', building: '1' }, { cookies: other.cookies })).status).toBe(404);
    expect((await postForm(server, `/profile/delivery/${id}/remove`, {}, { cookies: other.cookies })).status).toBe(404);
    expect(rowOf(id)).toEqual({ user_id: owner.id, street: 'Хрещатик', building: '12А', apartments: '7' });
  });
});
