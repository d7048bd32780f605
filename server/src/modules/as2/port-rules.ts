import {
  checkPort,
  type PortDraft,
  type PortKind,
  type PortProblem,
  type PortValues,
} from '@console/shared/contract';
import { badRequest } from '../../http/envelope';

/**
 * The AS2 port rules of SPEC §5 and docs/api.md. The rules themselves are the wire contract's,
 * which the port form runs too; the server words a broken one in the API's English.
 */

/** What a valid body becomes: the columns of as2_ports, password aside. */
export type PortFields = Omit<PortValues, 'from' | 'to'> & { as2From: string; as2To: string };

/** The API's message for a broken port rule, as SPEC §5 words it. */
export function portMessage(problem: PortProblem): string {
  const { prop } = problem;
  switch (problem.rule) {
    case 'required':
      return `${prop} is required`;
    case 'noSpaces':
      return `${prop} must not contain spaces`;
    case 'noConsecutiveSpaces':
      return `${prop} must not contain consecutive spaces`;
    case 'maxLength':
      return `The length of ${prop} must be at most ${problem.length}`;
    case 'prefix':
      return `${prop} must start with ${problem.prefix} and contain only digits, letters, underscore and dash`;
    case 'oneOf':
      return `${prop} must be one of ${problem.values.join(', ')}`;
    case 'httpUrl':
      return `${prop} must be an http(s) URL`;
    case 'wholeNumber':
      return `${prop} must be a whole number from ${problem.min} to ${problem.max}`;
    case 'certificateNeeded':
      return `${prop} is required when ${problem.need.flag} is true`;
  }
}

/**
 * Checks a port body field by field, in the order of the doc's table, and returns its columns;
 * the first broken rule is a 400. The url of a receive port and the asyncMdnUrl of a sync port
 * are not used: they become null.
 */
export function validatePort(kind: PortKind, input: PortDraft): PortFields {
  const result = checkPort(kind, input);
  if (!result.ok) throw badRequest(portMessage(result.problem));
  const { from, to, ...values } = result.values;
  return { ...values, as2From: from, as2To: to };
}
