println(['a', 'bb', 'cc', 'd'].countBy { it.size() })
println([1, 2, 3, 4, 5].countBy { it % 2 == 0 ? 'even' : 'odd' })
