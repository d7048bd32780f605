println([3, 9, 1].max())
println([3, 9, 1].min())
println(['pear', 'fig'].max())
