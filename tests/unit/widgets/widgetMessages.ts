import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface Descriptor {
  id: string;
  defaultMessage: string;
}

function isDescriptor(value: unknown): value is Descriptor {
  return typeof value === 'object' && value !== null && typeof (value as Descriptor).id === 'string' && typeof (value as Descriptor).defaultMessage === 'string';
}

/**
 * The message descriptors of every widget of a kind (widgets/<kind>/<Widget>/messages.ts), found on
 * disk, so a new widget's texts are checked without anyone listing its module. Each export is a
 * descriptor or a group of them (defineMessage, defineMessages).
 */
export async function widgetMessages(kind: 'form' | 'display'): Promise<Descriptor[]> {
  const dir = join(__dirname, '../../../widgets', kind);
  const files = readdirSync(dir).map((name) => join(dir, name, 'messages.ts')).filter((file) => existsSync(file));
  const modules = await Promise.all(files.map((file) => import(file) as Promise<Record<string, unknown>>));
  return modules.flatMap((module) =>
    Object.values(module).flatMap((value) => (isDescriptor(value) ? [value] : Object.values(value as Record<string, unknown>).filter(isDescriptor))),
  );
}
