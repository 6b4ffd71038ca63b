// The layer areas of the data journey and the address of each one's steps (workspace.md "Other").
export type JourneyLayerArea = 'modeling' | 'filtering' | 'labeling' | 'fxRate' | 'analytical' | 'testing';
