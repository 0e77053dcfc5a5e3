// Query keys, query options, mutations and the answer's stream of EVIX-AI's assistant (issue 30).
export { assistantKeys, assistantQueries } from './assistant.queries.js';
export { assistantMutations } from './assistant.mutations.js';
export { streamAssistantAnswer, type StreamAssistantAnswerInput } from './assistant.stream.js';
