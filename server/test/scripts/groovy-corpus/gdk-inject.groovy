println([1, 2, 3, 4].inject(0) { acc, n -> acc + n })
println(['a', 'b'].inject('') { s, c -> s + c.toUpperCase() })
