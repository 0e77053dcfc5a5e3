/**
 * A whole number with its thousands grouped (`2,000`), as `toLocaleString('ko-KR')` writes it. Not that
 * call: it loads the locale's number data, and the rules build their messages as the page starts
 * (about 60 ms of a phone's first render, measured in the dashboard's profile).
 */
const groupThousands = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

// Every Korean validation message in one place, so copy changes never touch rule logic
// and the web app and the server show the same wording for the same rule.
export const validationMessages = {
  // Rule messages: one per rule in rules.ts, shown as the single issue when that rule fails.
  authCode: '6자리 숫자',
  mobilePhone: '올바른 핸드폰 번호를 입력해주세요.',
  minLength5: '5글자 이상으로 입력해 주세요.',
  maxLength50: '50글자 이하로 입력해 주세요.',
  /** Any other upper limit, worded as the spec's 50. */
  maxLength: (max: number) => `${groupThousands(max)}글자 이하로 입력해 주세요.`,
  noWhitespace: '공백은 입력할 수 없습니다.',
  password: '8~20글자, 영문, 숫자, 특수문자가 모두 포함되어야 합니다.',
  url: 'URL 형식이 아닙니다.',
  alphanumeric: '영문과 숫자만 입력할 수 있습니다.',
  email: '올바른 이메일 형식이 아닙니다.',

  // Form-level messages.
  required: '필수 입력 항목입니다.',
  passwordMismatch: '비밀번호가 일치하지 않습니다.',
} as const;
