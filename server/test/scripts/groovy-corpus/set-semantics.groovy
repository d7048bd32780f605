def tags = ['b', 'a', 'b'] as Set
println tags.size()
println(tags == (['a', 'b'] as Set))
tags.add('a')
tags << 'c'
println tags.size()
println tags.contains('c')
