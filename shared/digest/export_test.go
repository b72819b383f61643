package digest

// Renders returns how many whole renderings were made so far.
func Renders() int64 { return renders.Load() }
