println([1, 2, 3].join(', '))
println(['a', 'b'].join())
println([].join('-'))
