println(['a', 'b'].sum())
println(['x', 'y', 'z'].sum())
