import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, ResolverOptions } from 'react-hook-form';
import { z } from 'zod';

/*
 * The rules the portal's forms read from `@hookform/resolvers/zod` (what `useZodForm` validates
 * with): the schema's output, each field's first message by path, a list's own message on its
 * `root` next to its items' messages, a failed union told by its closest branch.
 */

/** Resolver options as react-hook-form passes them on submit, with the form's field names. */
function options(names: string[]): ResolverOptions<Record<string, unknown>> {
  return { names, fields: {}, shouldUseNativeValidation: false };
}

async function validate(schema: z.ZodType, values: Record<string, unknown>, names: string[]) {
  return zodResolver(schema as z.ZodType<unknown, Record<string, unknown>>)(
    values,
    undefined,
    options(names),
  ) as Promise<{ values: unknown; errors: FieldErrors }>;
}

describe('@hookform/resolvers/zod, as the forms use it', () => {
  it("returns the schema's output when the values parse", async () => {
    const schema = z.object({ email: z.string().trim().toLowerCase() });
    await expect(validate(schema, { email: ' Ana@X.com ' }, ['email'])).resolves.toEqual({
      values: { email: 'ana@x.com' },
      errors: {},
    });
  });

  it("keeps each field's first message, by path", async () => {
    const schema = z.object({
      title: z.string().min(1, 'Título é obrigatório').min(3, 'Título curto'),
      children: z.array(z.object({ pin: z.string().min(6, 'PIN curto') })),
    });
    const { errors } = await validate(
      schema,
      { title: '', children: [{ pin: '123456' }, { pin: '1' }] },
      ['title', 'children.0.pin', 'children.1.pin'],
    );
    expect(errors).toMatchObject({
      title: { type: 'too_small', message: 'Título é obrigatório' },
      children: [undefined, { pin: { type: 'too_small', message: 'PIN curto' } }],
    });
  });

  it("keeps a list's own message on the list's root, next to its items' messages", async () => {
    const schema = z.object({
      children: z
        .array(z.object({ name: z.string().min(1, 'Nome é obrigatório') }))
        .refine((list) => list.length > 1, 'Adicione outra criança'),
    });
    const { errors } = await validate(schema, { children: [{ name: '' }] }, ['children.0.name']);
    expect(errors).toMatchObject({
      children: {
        0: { name: { message: 'Nome é obrigatório' } },
        root: { message: 'Adicione outra criança' },
      },
    });
  });

  it('tells a failed union by its closest branch', async () => {
    const schema = z.object({
      amount: z.union([z.number().int('Valor em centavos'), z.literal('').pipe(z.never())]),
    });
    const { errors } = await validate(schema, { amount: 1.5 }, ['amount']);
    expect(errors.amount).toMatchObject({ message: 'Valor em centavos' });
  });
});
