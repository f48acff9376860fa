FeedCard
{
	background-color: white;
	border-width: 1;
}
