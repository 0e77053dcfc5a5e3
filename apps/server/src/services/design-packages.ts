import type { DesignToSql } from '../services/execution-packages.js';

// TEMPORARY until the design generator lands in this folder: a design cannot run yet.
export const designToSql: DesignToSql = () => ({
  ok: false,
  message: 'ATLAS 설계를 SQL로 바꾸는 기능이 아직 준비되지 않았습니다.',
});
