import type { CredentialTemplate, ParamMeta } from '@console/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The server names templates and their fields in English; the console shows them in the
 * user's language (`conn.template.<id>`, `conn.templateField.<name>`), the server's words
 * standing in for a template or field the bundles do not know yet.
 */
export function useTemplateLabels() {
  const { t } = useTranslation('modeler');
  const templateName = useCallback(
    (id: string, fallback?: string) => t(`conn.template.${id}`, { defaultValue: fallback ?? id }),
    [t],
  );
  const localFields = useCallback(
    (fields: readonly ParamMeta[]): ParamMeta[] =>
      fields.map((field) => ({
        ...field,
        label: t(`conn.templateField.${field.name}`, { defaultValue: field.label }),
      })),
    [t],
  );
  const localTemplate = useCallback(
    (template: CredentialTemplate): CredentialTemplate => ({
      ...template,
      name: templateName(template.id, template.name),
      fields: localFields(template.fields),
    }),
    [templateName, localFields],
  );
  return { templateName, localTemplate };
}
