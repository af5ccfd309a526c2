import { PushMessageSchema } from '@portal/contracts/push';
import { notificationTarget, readPushMessage } from './messages';

describe('readPushMessage agrees with PushMessageSchema', () => {
  const valid = { title: 'Tarefa aprovada', body: '+R$ 5,00', url: '/child/tasks', tag: 'n-1' };
  it.each([
    valid,
    { ...valid, extra: 1 },
    { ...valid, title: 1 },
    { ...valid, url: undefined },
    { title: 'a', body: 'b' },
    null,
    'text',
    [],
  ])('%j', (data) => {
    const parsed = PushMessageSchema.safeParse(data);
    expect(readPushMessage(data)).toEqual(parsed.success ? parsed.data : null);
  });
});

describe('notificationTarget', () => {
  const origin = 'https://mesadinha.example';
  it('opens portal paths on the portal', () => {
    expect(notificationTarget('/tasks/approve?x=1', origin)).toBe(`${origin}/tasks/approve?x=1`);
    expect(notificationTarget(`${origin}/child/goals`, origin)).toBe(`${origin}/child/goals`);
  });
  it('never leaves the portal', () => {
    expect(notificationTarget('https://evil.example/x', origin)).toBe(`${origin}/`);
    expect(notificationTarget('javascript:alert(1)', origin)).toBe(`${origin}/`);
    expect(notificationTarget(undefined, origin)).toBe(`${origin}/`);
  });
});
