import { z } from 'zod';

/** Response shape of an `ImageView` (packages/shared schemas/garage.ts). */
export const imageViewSchema = z.object({
  id: z.string().nullable(),
  url: z.string(),
  srcset: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
