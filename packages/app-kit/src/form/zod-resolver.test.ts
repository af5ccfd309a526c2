import { z } from 'zod';
import { validateWith } from './zod-resolver';

describe('validateWith', () => {
  it("returns the schema's output when the values parse", async () => {
    const schema = z.object({ email: z.string().trim().toLowerCase() });
    await expect(validateWith(schema, { email: ' Ana@X.com ' })).resolves.toEqual({
      success: true,
      output: { email: 'ana@x.com' },
    });
  });

  it("keeps each field's first message, by dotted path", async () => {
    const schema = z.object({
      title: z.string().min(1, 'Título é obrigatório').min(3, 'Título curto'),
      children: z.array(z.object({ pin: z.string().min(6, 'PIN curto') })),
    });
    const result = await validateWith(schema, {
      title: '',
      children: [{ pin: '123456' }, { pin: '1' }],
    });
    expect(result.success).toBe(false);
    expect(result.success ? null : Object.fromEntries(result.errors)).toEqual({
      title: { type: 'too_small', message: 'Título é obrigatório' },
      'children.1.pin': { type: 'too_small', message: 'PIN curto' },
    });
  });

  it("keeps a list's own message on the list, next to its items' messages", async () => {
    const schema = z.object({
      children: z
        .array(z.object({ name: z.string().min(1, 'Nome é obrigatório') }))
        .refine((list) => list.length > 1, 'Adicione outra criança'),
    });
    const result = await validateWith(schema, { children: [{ name: '' }] });
    expect(result.success ? null : Object.fromEntries(result.errors)).toMatchObject({
      'children.0.name': { message: 'Nome é obrigatório' },
      children: { message: 'Adicione outra criança' },
    });
  });

  it('tells a failed union by its closest branch', async () => {
    const schema = z.object({
      amount: z.union([z.number().int('Valor em centavos'), z.literal('').pipe(z.never())]),
    });
    const result = await validateWith(schema, { amount: 1.5 });
    expect(result.success ? null : result.errors.get('amount')).toMatchObject({
      message: 'Valor em centavos',
    });
  });
});
