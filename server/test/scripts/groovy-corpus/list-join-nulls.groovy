println(['a', null, 'b'].join(','))
println([1, null].collect { it?.toString() ?: '-' })
