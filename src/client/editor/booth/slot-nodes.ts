/** The booth exports draw the frames as the server's print files do (shared/render/slot-nodes). */
export { buildSlotNodes, slotTreatmentOf, type SlotRendering, type SlotTreatment } from '../../../shared/render/slot-nodes.js';
