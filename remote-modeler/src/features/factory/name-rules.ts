import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

const NAME_BYTES_MAX = 255;

/**
 * The server's rules for a name (docs/factory.md), checked before the call so that the user
 * reads them in their language; the server checks them again.
 */
export function nameRules(t: TFunction<'modeler'>, isFile: boolean): FormRule[] {
  return [
    {
      validator: async (_rule, value?: string) => {
        const name = value ?? '';
        if (!name.trim()) throw new Error(t('factory.name.required'));
        if (/[/\\]/.test(name)) throw new Error(t('factory.name.noSlash'));
        if (name === '.' || name === '..') throw new Error(t('factory.name.noDots'));
        if (name !== name.trim()) throw new Error(t('factory.name.spaces'));
        if (new Blob([name]).size > NAME_BYTES_MAX)
          throw new Error(t('factory.name.tooLong', { max: NAME_BYTES_MAX }));
        if (isFile && !/\.(bpmn|xml)$/i.test(name)) throw new Error(t('factory.name.extension'));
      },
    },
  ];
}
