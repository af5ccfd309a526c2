import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { z } from 'zod';
import { zodResolver } from './zod-resolver';

const options = (names?: string[]) =>
  ({ fields: {}, names, shouldUseNativeValidation: false }) as ResolverOptions<FieldValues>;

describe('zodResolver', () => {
  it("returns the schema's output when the values parse", async () => {
    const schema = z.object({ email: z.string().trim().toLowerCase() });
    await expect(
      zodResolver(schema)({ email: ' Ana@X.com ' }, undefined, options()),
    ).resolves.toEqual({
      values: { email: 'ana@x.com' },
      errors: {},
    });
  });

  it("keeps each field's first message, nested by path", async () => {
    const schema = z.object({
      title: z.string().min(1, 'Título é obrigatório').min(3, 'Título curto'),
      children: z.array(z.object({ pin: z.string().min(6, 'PIN curto') })),
    });
    const { errors } = await zodResolver(schema)(
      { title: '', children: [{ pin: '123456' }, { pin: '1' }] },
      undefined,
      options(),
    );
    expect(errors).toEqual({
      title: { type: 'too_small', message: 'Título é obrigatório', ref: undefined },
      children: [undefined, { pin: { type: 'too_small', message: 'PIN curto', ref: undefined } }],
    });
  });

  it("puts a list's own message on its root when its items have messages too", async () => {
    const schema = z.object({
      children: z
        .array(z.object({ name: z.string().min(1, 'Nome é obrigatório') }))
        .refine((list) => list.length > 1, 'Adicione outra criança'),
    });
    const { errors } = await zodResolver(schema)(
      { children: [{ name: '' }] },
      undefined,
      options(['children.0.name']),
    );
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
    const { errors } = await zodResolver(schema)({ amount: 1.5 }, undefined, options());
    expect(errors).toMatchObject({ amount: { message: 'Valor em centavos' } });
  });
});
