// The fields the register and reset forms share; their parts read the form through this shape.
import type { AccountKind } from './schemas.ts';

export interface AccountCodeValues {
  accountType: AccountKind;
  areaCode: string;
  account: string;
  code: string;
  password: string;
  confirm: string;
}
