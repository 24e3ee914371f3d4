import { runScaleBench } from './scale.js';
console.info(await runScaleBench());
